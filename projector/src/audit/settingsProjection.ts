import { applyReasonRuleSet, defaultDataSettings, type DataSettingsDto, type ReasonRuleSet, type Site, type StoredEvent } from '@ftr/contracts';
import type { Projection, ProjectedDoc } from '../runtime/projection.ts';

/** A site's data-entry settings (one document per site, id the site). */
export interface DataSettingsDoc extends ProjectedDoc {
  SITE: Site;
  SETTINGS: DataSettingsDto;
}

export const DATA_SETTINGS_COLLECTION = 'dataSettings';

export const dataSettingsProjection: Projection<DataSettingsDoc> = {
  collection: { name: DATA_SETTINGS_COLLECTION, indexes: [] },
  handles: ['ReasonRuleSet'],
  id: (event: StoredEvent) => (event as StoredEvent<ReasonRuleSet>).data.site,
  evolve: (doc, event) => {
    const { data } = event as StoredEvent<ReasonRuleSet>;
    return { SITE: data.site, SETTINGS: applyReasonRuleSet(doc?.SETTINGS ?? defaultDataSettings(data.site), data) };
  },
  siteOf: (_doc, event) => (event as StoredEvent<ReasonRuleSet>).data.site,
};
