import { READ_MODELS } from '@ftr/contracts';
import type { ScreenArea, ScreenType, Site } from '@ftr/contracts';
import type { ProjectedDoc } from '../projection.ts';

export const DUE_SCREENS_COLLECTION = READ_MODELS.dueScreens;
export const DUE_ALERTS_COLLECTION = READ_MODELS.dueAlerts;
export const DUE_FILLED_COLLECTION = READ_MODELS.dueFilled;

/** A member of a screen and the instant (ISO) it was added: its cells are due from then on. */
export interface DueMemberDoc {
  memberNo: number;
  code: string;
  since: string;
}

/** A live screen as the due board sees it (_id String(ID)): members with their start, and its grace time. */
export interface DueScreenDoc extends ProjectedDoc {
  ID: number;
  SITE: Site;
  DESCRIPTION: string;
  SCREEN_TYPE: ScreenType;
  AREA: ScreenArea;
  ACCESS_LEVEL: number;
  MEMBERS: DueMemberDoc[];
  /** Unset: DEFAULT_GRACE_MINUTES. */
  GRACE_MINUTES?: number;
}

/** One user's "entries overdue" subscription at one site (_id `${SITE}_${USERNAME}`). */
export interface DueAlertDoc extends ProjectedDoc {
  USERNAME: string;
  SITE: Site;
  DELAY_MINUTES: number;
  EMAIL: boolean;
  PUSH: boolean;
}

export const dueScreenDocId = (id: number): string => String(id);
export const dueAlertDocId = (site: string, username: string): string => `${site}_${username}`;
