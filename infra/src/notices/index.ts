export type { ChangeNotice, NoticeBus } from './port.ts';
export type { NoticeBusLogger } from './inProcess.ts';
export { createInProcessNoticeBus, consoleNoticeLogger } from './inProcess.ts';
export { createRedisNoticeBus } from './redis.ts';
