import type { SessionRow } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../platform/command.js';
import { type ListQueryInput, type ListSpec, runList } from '../../platform/list.js';

const listSpec: ListSpec = {
  filters: {},
  sort: { last_seen_at: sql`s.last_seen_at`, created_at: sql`s.created_at` },
  defaultSort: { field: 'last_seen_at', type: 'desc' },
};

/** The caller's own open sessions in this company, last used first; row-level security keeps them to the caller. */
export const listOwnSessions = (tx: Tx, actor: Actor, query: ListQueryInput) =>
  runList<SessionRow>(tx, {
    spec: listSpec,
    query,
    select: sql`s.id::int as session_id, s.ip, s.user_agent, s.created_at, s.last_seen_at, s.id = ${actor.sessionId ?? 0} as is_current`,
    from: sql`sessions s`,
    where: sql`s.ended_at is null`,
    tiebreak: sql`s.id desc`,
  });
