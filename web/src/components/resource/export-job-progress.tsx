import { notification, Progress } from 'antd';
import { ApiError, post } from '../../api/client';

/** What POST /job/status answers (the fields the progress needs). */
interface JobStatus {
  state: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  progress_note: string | null;
  error: string | null;
}

const POLL_MS = 700;

function show(key: string, fileName: string, percent: number, note: string | null) {
  notification.open({
    key,
    className: 'export-job-progress',
    message: `Menyiapkan file Excel… ${percent}%`,
    description: (
      <div>
        <div>{fileName}</div>
        <Progress percent={percent} size="small" status="active" />
        {note ? <div className="export-job-note">{note}</div> : null}
      </div>
    ),
    duration: 0,
    closable: false,
    placement: 'bottomRight',
  });
}

/**
 * Follows an export job (an Excel call answered `{ job_id }` because the file is large): shows its
 * progress in a notification, polling POST /job/status, until the file is written. Rejects with an
 * ApiError (shown in the notification) when the job failed.
 */
export async function waitForExportJob(jobId: number, fileName: string): Promise<void> {
  const key = `export-job-${jobId}`;
  show(key, fileName, 0, 'Menunggu giliran…');
  try {
    for (;;) {
      const s = await post<JobStatus>('/job/status', { job_id: jobId }, { silent: true });
      if (s.state === 'done') {
        notification.success({
          key,
          className: 'export-job-progress',
          message: 'File Excel siap, mengunduh…',
          description: fileName,
          duration: 3,
          placement: 'bottomRight',
        });
        return;
      }
      if (s.state === 'failed') throw new ApiError(s.error || 'Gagal menyiapkan file Excel', 500, 200);
      show(key, fileName, s.progress, s.progress_note);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } catch (e) {
    notification.error({
      key,
      className: 'export-job-progress',
      message: 'Gagal menyiapkan file Excel',
      description: (e as Error).message,
      duration: 0,
      placement: 'bottomRight',
    });
    throw e;
  }
}
