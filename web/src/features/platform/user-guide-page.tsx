import { Card, Collapse, Typography } from 'antd';

const SECTIONS: { key: string; title: string; body: string[] }[] = [
  {
    key: 'login',
    title: 'Masuk dan keluar',
    body: [
      'Masuk dengan username dan password di halaman Login. Jika akun Anda terdaftar di beberapa perusahaan, pilih perusahaan yang akan dibuka.',
      'Untuk keluar, buka menu akun di kanan atas (nama pengguna) lalu pilih Log Out.',
    ],
  },
  {
    key: 'menu',
    title: 'Menu dan pencarian menu',
    body: [
      'Menu di sisi kiri hanya berisi halaman yang boleh dibuka oleh peran Anda. Klik ikon kaca pembesar di kanan atas untuk mencari menu berdasarkan nama.',
      'Tab halaman yang pernah dibuka dapat ditampilkan dari panel pengaturan tampilan (ikon roda gigi di kanan).',
    ],
  },
  {
    key: 'warehouse',
    title: 'Gudang aktif dan perusahaan aktif',
    body: [
      "Klik 'Gudang' di bagian atas untuk mengganti gudang aktif; halaman dimuat ulang setelah 3 detik. Pengguna dengan akses gudang terbatas hanya melihat gudangnya sendiri.",
      'Klik nama perusahaan di bagian atas untuk berpindah ke perusahaan lain yang Anda ikuti.',
    ],
  },
  {
    key: 'master',
    title: 'Data master: tambah, ubah, impor dan ekspor',
    body: [
      'Setiap halaman data master memiliki tombol Tambah, Ekspor ke Excel, Unduh Template dan Impor. Isi template, lalu unggah pada Impor; jika ada baris yang salah, tidak ada data yang disimpan dan setiap baris yang salah disebutkan.',
      'Gunakan panel filter dan Filter Lanjutan untuk mempersempit daftar.',
    ],
  },
  {
    key: 'account',
    title: 'Profil dan kata sandi',
    body: [
      'Ubah nama, email, telepon dan kata sandi di menu akun, pilihan Profile atau Settings. Mengganti kata sandi mengakhiri sesi Anda di perangkat lain.',
    ],
  },
];

/** /user/user-guide: how the everyday parts of the back-office are used. */
export function UserGuidePage() {
  return (
    <Card title="Panduan Pengguna" className="user-guide-page">
      <Typography.Paragraph type="secondary">Panduan singkat penggunaan aplikasi back-office.</Typography.Paragraph>
      <Collapse
        defaultActiveKey={['login']}
        items={SECTIONS.map((s) => ({
          key: s.key,
          label: s.title,
          children: s.body.map((p) => <Typography.Paragraph key={p}>{p}</Typography.Paragraph>),
        }))}
      />
    </Card>
  );
}
