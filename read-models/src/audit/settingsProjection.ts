import { applyReasonRuleSet, defaultDataSettings, type DataSettingsDto, type ReasonRuleSet, type Site, READ_MODELS } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

/** A site's data-entry settings (one document per site, id the site). */
export interface DataSettingsDoc extends ProjectedDoc {
  SITE: Site;
  SETTINGS: DataSettingsDto;
}

export const DATA_SETTINGS_COLLECTION = READ_MODELS.dataSettings;

export const dataSettingsProjection: ProjectionOf<DataSettingsDoc, ReasonRuleSet> = {
  collection: { name: DATA_SETTINGS_COLLECTION, indexes: [] },
  handles: ['ReasonRuleSet'],
  id: (event) => event.data.site,
  evolve: (doc, { data }) => {
    return { SITE: data.site, SETTINGS: applyReasonRuleSet(doc?.SETTINGS ?? defaultDataSettings(data.site), data) };
  },
  siteOf: (_doc, event) => event.data.site,
};
