import type { ReactNode } from 'react';

/** The centred card the public pages share. */
export function AuthCard({ title, children, width = 400 }: { title: string; children: ReactNode; width?: number }) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#2d3a4b', padding: 16 }}>
      <div style={{ width, maxWidth: '100%', background: '#fff', borderRadius: 8, padding: '32px 28px', boxShadow: '0 8px 24px rgba(0,0,0,0.2)' }}>
        <h2 style={{ textAlign: 'center', marginTop: 0 }}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
