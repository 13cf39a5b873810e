// The socket server's types, apart from the server itself so the session guard can name them without importing it.
import type { Server, Socket } from 'socket.io';
import type { ExportProgress, TokenClaims } from '@ftr/contracts';
import type { ChangeNotice } from '@ftr/infra/notices/port.ts';

/** What the server knows of a socket's session: the token it connected with, its claims now, the rights its rooms were granted under. */
export interface SocketSession {
  token: string;
  claims: TokenClaims;
  rights: string;
}

/** What a client receives: one site's or one user's share of a change notice (or the changes without either). */
export interface ChangePayload {
  position: string;
  changes: ChangeNotice['changes'];
}
export interface JoinAck {
  ok: boolean;
  error?: string;
}
export interface ServerToClientEvents {
  change(payload: ChangePayload): void;
  /** A long export's progress, to its requester (reportOutputs/progress.ts). */
  exportProgress(progress: ExportProgress): void;
}
export interface ClientToServerEvents {
  /** `request` is `{ room }`; typed unknown because the server checks whatever a client sends. */
  join(request: unknown, ack?: (result: JoinAck) => void): void;
}
export type SocketData = SocketSession;
export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type LiveSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface LiveLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}
