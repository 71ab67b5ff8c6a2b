import { MEMBER_SYNC_POLL_MS } from '@bo/contract';
import { message } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { post } from '../../api/client';

export interface SyncState {
  is_synchronizing: boolean;
  synchronized_by: string;
  session_value: string;
}

export const SYNC_SESSION_KEY = 'member_sync_session';
const IDLE: SyncState = { is_synchronizing: false, synchronized_by: '', session_value: '' };

/**
 * The member synchronisation of spec-1 §4: while the check says is_synchronizing, loading stays on
 * and the check repeats every 60 000 ms; when it says false, loading stops, the state resets and a
 * new session value (the current timestamp) is stored. A failed check stops loading and resets.
 */
export function useMemberSync(onFinished?: () => void) {
  const [loading, setLoading] = useState(false);
  const [state, setState] = useState<SyncState>(IDLE);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const wasRunning = useRef(false);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  const check = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    try {
      const s = await post<SyncState>('/member/is_synchronizing', {}, { silent: true });
      if (s.is_synchronizing) {
        setLoading(true);
        setState(s);
        wasRunning.current = true;
        timer.current = setTimeout(() => void check(), MEMBER_SYNC_POLL_MS);
      } else {
        setState(IDLE);
        setLoading(false);
        sessionStorage.setItem(SYNC_SESSION_KEY, String(Date.now()));
        if (wasRunning.current) {
          wasRunning.current = false;
          finished.current?.();
        }
      }
    } catch {
      setLoading(false);
      setState(IDLE);
    }
  }, []);

  useEffect(() => {
    void check();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [check]);

  const start = async () => {
    setLoading(true);
    try {
      const env = await post<SyncState>('/member/synchronize', {});
      wasRunning.current = true;
      message.info(env.is_synchronizing ? 'Sinkronisasi kontak berjalan' : 'Sinkronisasi kontak dimulai');
    } catch {
      // the client has shown the server's message
    } finally {
      setLoading(false);
    }
    await check();
  };

  return { loading, state, start, check };
}
