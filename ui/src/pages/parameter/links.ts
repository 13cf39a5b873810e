import type { DependencyDto, ParameterLinkDto } from '@ftr/contracts';

/**
 * The data view's link buttons (spec 2 §2): the parameter's linked codes (parameter links) and the
 * parameters it is tied to through dependencies (its inputs and where it is used), each once, sorted.
 */
export const linkedCodes = (
  code: string,
  inputs: readonly DependencyDto[],
  usedBy: readonly DependencyDto[],
  links: readonly Pick<ParameterLinkDto, 'LINKED_CODE'>[] = [],
): string[] => {
  const codes = [...links.map((l) => l.LINKED_CODE), ...inputs.map((d) => d.DEPENDENT), ...usedBy.map((d) => d.CALCULATED)];
  return [...new Set(codes)].filter((c) => c !== code).sort();
};
