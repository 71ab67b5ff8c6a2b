import { get } from './client';

/** GET /account/logout: ends the session on the server; silent, since the client forgets it either way. */
export const logOut = () => get('/account/logout', undefined, { silent: true, noLogoutBox: true });
