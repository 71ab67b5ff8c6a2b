import { Modal } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';

/**
 * Unsaved-changes warning of a form page: once `markDirty` ran, leaving the page inside the app asks
 * first ('Tinggalkan' or 'Tetap di Sini') and closing or reloading the tab gets the browser's own
 * question. `markSaved` before navigating away after a save lets the page go without asking.
 */
export function useUnsavedChanges() {
  const dirty = useRef(false);
  const [isDirty, setDirty] = useState(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    Modal.confirm({
      title: 'Perubahan belum disimpan',
      content: 'Tinggalkan halaman ini? Perubahan yang belum disimpan akan hilang.',
      okText: 'Tinggalkan',
      cancelText: 'Tetap di Sini',
      className: 'unsaved-confirm',
      okButtonProps: { danger: true, className: 'unsaved-leave' },
      cancelButtonProps: { className: 'unsaved-stay' },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker]);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
  const markDirty = useCallback(() => {
    dirty.current = true;
    setDirty(true);
  }, []);
  const markSaved = useCallback(() => {
    dirty.current = false;
    setDirty(false);
  }, []);
  return { isDirty, markDirty, markSaved };
}
