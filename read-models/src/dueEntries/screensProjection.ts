import { DATA_SCREEN_EVENT_TYPES, assertNever, type DataScreenEvent, type DueGraceSet } from '@ftr/contracts';
import type { ProjectionOf } from '../projection.ts';
import { DUE_SCREENS_COLLECTION, dueScreenDocId, type DueScreenDoc } from './docs.ts';

type Fields = Omit<DueScreenDoc, '_position'>;

/**
 * The screens the due board computes from: like the screens read model, but each member keeps the instant
 * it was added (its hours before then are not due), and the screen keeps its grace time.
 */
export const dueScreensProjection: ProjectionOf<DueScreenDoc, DataScreenEvent | DueGraceSet> = {
  collection: { name: DUE_SCREENS_COLLECTION, indexes: [{ fields: ['SITE', 'AREA'] }] },
  handles: [...DATA_SCREEN_EVENT_TYPES, 'DueGraceSet'],
  id: (event) => dueScreenDocId(event.type === 'DueGraceSet' ? event.data.screenId : event.data.id),
  evolve(doc, event): Fields | null {
    switch (event.type) {
      case 'DataScreenCreated': {
        const d = event.data;
        const base = { MEMBERS: [], ...doc };
        return {
          ...base,
          _id: dueScreenDocId(d.id),
          ID: d.id,
          SITE: d.site,
          DESCRIPTION: d.description,
          SCREEN_TYPE: d.screenType,
          AREA: d.area,
          ACCESS_LEVEL: d.accessLevel,
        };
      }
      case 'DataScreenUpdated': {
        if (!doc) return null;
        const { description, accessLevel, area } = event.data;
        return { ...doc, DESCRIPTION: description, ACCESS_LEVEL: accessLevel, AREA: area };
      }
      case 'DataScreenArchived':
        return null;
      case 'DataScreenMemberAdded': {
        if (!doc) return null;
        const { memberNo, code } = event.data;
        if (doc.MEMBERS.some((m) => m.memberNo === memberNo)) return doc;
        return { ...doc, MEMBERS: [...doc.MEMBERS, { memberNo, code, since: event.metadata.timestamp }] };
      }
      case 'DataScreenMemberRemoved':
        return doc && { ...doc, MEMBERS: doc.MEMBERS.filter((m) => m.memberNo !== event.data.memberNo) };
      case 'DataScreenMembersSwapped':
      case 'DataScreenMemberMoved':
      case 'DataScreenSeparatorSet':
        // Order and separators do not change what is due.
        return doc;
      case 'DueGraceSet':
        return doc && { ...doc, GRACE_MINUTES: event.data.minutes };
      default:
        return assertNever(event);
    }
  },
  siteOf: (_doc, event) => event.data.site,
};
