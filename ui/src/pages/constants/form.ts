// The edit modal's values to a request body, and its client-side check (the server decides: this only says it sooner).
import {
  CONSTANT_SITES,
  constantLimitError,
  type ConstantDto,
  type ConstantSite,
  type ConstantValueBody,
  type GlobalConstantBody,
  type GlobalConstantDto,
} from '@ftr/contracts';

/** What the modal is open for: a site user's constant, or a row of head office's table. */
export type ConstantTarget = { mode: 'site'; constant: ConstantDto } | { mode: 'global'; constant: GlobalConstantDto };

export interface ConstantForm {
  Value?: number | null;
  BU?: number | null;
  CA?: number | null;
  NE?: number | null;
  WI?: number | null;
  EffectiveFrom: string;
  Reason?: string;
}

const common = (values: ConstantForm) => ({
  EffectiveFrom: values.EffectiveFrom,
  ...(values.Reason?.trim() ? { Reason: values.Reason.trim() } : {}),
});

export const siteBody = (values: ConstantForm): ConstantValueBody => ({ Value: values.Value ?? Number.NaN, ...common(values) });

/** Head office sends only the sites whose value the user changed (a site left as it was keeps its value). */
export const globalBody = (values: ConstantForm, row: GlobalConstantDto): GlobalConstantBody => {
  const body: GlobalConstantBody = common(values);
  for (const site of CONSTANT_SITES) {
    const value = values[site];
    if (value !== undefined && value !== null && value !== row[site]) body[site] = value;
  }
  return body;
};

/** The limits message for a value, as the server would answer it (null: within the limits or empty). */
export const limitMessage = (value: number | null | undefined, constant: Pick<ConstantDto, 'MIN_LIMIT' | 'MAX_LIMIT'>): string | null =>
  value === null || value === undefined ? null : constantLimitError(value, constant.MIN_LIMIT, constant.MAX_LIMIT);

export const initialForm = (target: ConstantTarget, today: string): ConstantForm => {
  const sites: Partial<Record<ConstantSite, number | null>> = {};
  if (target.mode === 'global') for (const site of CONSTANT_SITES) sites[site] = target.constant[site];
  return { EffectiveFrom: today, ...(target.mode === 'site' ? { Value: target.constant.CONSTANT_VALUE } : sites) };
};
