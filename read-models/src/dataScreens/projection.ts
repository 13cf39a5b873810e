import {
  DATA_SCREEN_EVENT_TYPES,
  applyMemberEvent,
  assertNever,
  isMemberEvent,
  memberCodesText,
  type DataScreenEvent,
} from '@ftr/contracts';
import type { ProjectionOf } from '../projection.ts';
import { DATA_SCREENS_COLLECTION, screenDocId, type DataScreenDoc } from './docs.ts';

type Fields = Omit<DataScreenDoc, '_position'>;

/** The screens read model: one document per live screen with its members in order. */
export const dataScreensProjection: ProjectionOf<DataScreenDoc, DataScreenEvent> = {
  collection: {
    name: DATA_SCREENS_COLLECTION,
    indexes: [{ fields: ['SITE', 'DESCRIPTION'] }, { fields: ['SITE', 'AREA', 'SCREEN_TYPE'] }],
  },
  handles: DATA_SCREEN_EVENT_TYPES,
  id: (event) => screenDocId(event.data.id),
  evolve(doc, event): Fields | null {
    const touched = { LAST_UPDATED_DTS: event.metadata.timestamp, LAST_UPDATED_BY: event.metadata.userId };
    switch (event.type) {
      case 'DataScreenCreated': {
        const d = event.data;
        return {
          _id: screenDocId(d.id),
          ID: d.id,
          SITE: d.site,
          DESCRIPTION: d.description,
          SCREEN_TYPE: d.screenType,
          ACCESS_LEVEL: d.accessLevel,
          AREA: d.area,
          MEMBERS: [],
          MEMBER_CODES: '',
          ...touched,
        };
      }
      case 'DataScreenUpdated': {
        if (!doc) return null;
        const { description, accessLevel, area } = event.data;
        return { ...doc, DESCRIPTION: description, ACCESS_LEVEL: accessLevel, AREA: area, ...touched };
      }
      case 'DataScreenArchived':
        return null;
      case 'DataScreenMemberAdded':
      case 'DataScreenMemberRemoved':
      case 'DataScreenMembersSwapped':
      case 'DataScreenMemberMoved':
      case 'DataScreenSeparatorSet': {
        if (!doc || !isMemberEvent(event)) return null;
        const members = applyMemberEvent(doc.MEMBERS, event);
        return { ...doc, MEMBERS: members, MEMBER_CODES: memberCodesText(members), ...touched };
      }
      default:
        return assertNever(event);
    }
  },
  siteOf: (_doc, event) => event.data.site,
};
