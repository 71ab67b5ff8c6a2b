import type { SessionRow } from '@bo/contract';
import { sessionKeys } from '../../../lib/query-keys';
import { useList } from '../../../lib/use-list';

/** The user's open sessions: POST /session/session_data, ten a page. */
export const useSessions = () => useList<SessionRow>(sessionKeys, '/session/session_data', { perPage: 10 });
