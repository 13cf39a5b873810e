// The query port of the command side: the read models a decision (or a reactor) needs, as typed
// functions. Deciders never see a read store or a projector document. The projector, which owns those
// read models, implements it (projector/src/commandPort.ts); the composition root (server/src/compose/)
// injects it into the command service. Types only: contracts is where both packages meet.
import type {
  Cadence,
  CcfAnalysisDefaults,
  CcfDto,
  CcfLimitPeriod,
  DependencyEdge,
  EditableLookupName,
  ParameterDto,
  RecipientAccount,
  Site,
  SpcPoint,
  SubscriptionType,
} from './index.ts';

/**
 * What a command needs to know of a parameter (from the parameters read model), with its CCF analysis's
 * limits over time (from the ccfAnalyses read model; empty without an analysis): the one source of its
 * CCF thresholds.
 */
export type ParameterFacts = Pick<
  ParameterDto,
  'CODE' | 'PTYP_CODE' | 'UPPER_ABS_LIMIT' | 'LOWER_ABS_LIMIT' | 'CCF_TYPE' | 'CCF_ANALYSIS'
> & {
  ccfLimits: readonly CcfLimitPeriod[];
};

/** A parameter as the recalculation job computes it, with its CCF facts. */
export type SiteParameter = ParameterFacts & Pick<ParameterDto, 'SFNC_CODE' | 'CONSTANT_VALUE'>;

/** A parameter whose hourly value automatic capture takes from readings. */
export interface TaggedParameterFacts {
  code: string;
  processTag: string | null;
  iwbTag: string | null;
}

export interface OperationSpan {
  code: string;
  startDate: string;
  endDate: string;
}

/** A data screen as write permission sees it. */
export interface ScreenFacts {
  id: number;
  site: Site;
  accessLevel: number;
  codes: ReadonlySet<string>;
}

/** The CCF of a parameter and operation that labels start from: the open one (O), else a pending-close one (R). */
export interface CcfFact {
  id: string;
  status: 'O' | 'R';
}

/** A CCF as its lifecycle decides on it (a deleted one is absent), with the position it was read at. */
export type CcfRecord = Pick<CcfDto, 'ID' | 'SITE' | 'PARAMETER' | 'OPERATION' | 'STATUS' | 'RAISED_FROM'> & { position: string };

export interface CcfCommentRecord {
  ccfId: string;
  username: string;
  type: number;
  comment: string;
  position: string;
}

/** What a subscription notice needs of the parameter. */
export type SubscribedParameter = Pick<
  ParameterDto,
  'HEADING1' | 'DISPLAY_PRECISION' | 'UNITS' | 'UPPER_CHK_LIMIT' | 'LOWER_CHK_LIMIT' | 'UPPER_ABS_LIMIT' | 'LOWER_ABS_LIMIT'
>;

/** One user's subscription to a parameter's values. */
export interface ValueSubscription {
  username: string;
  type: SubscriptionType;
  push: boolean;
  email: boolean;
}

/** Whom a notification may reach: active, with access to its site; `email` is '' when the user has none. */
export interface Recipient {
  active: boolean;
  sites: readonly Site[];
  email: string;
}

/** What read-all and clear-all decide on: whether they would change anything. */
export interface InboxCounts {
  shown: number;
  unread: number;
}

/** An enabled schedule as the scheduler checks it for a due run. */
export interface ScheduledDelivery {
  id: string;
  cadence: Cadence;
  createdAt: string;
  /** Periods already run, newest first (the claim on the stream decides; this only skips the obvious). */
  periods: readonly string[];
}

export interface ReadModels {
  /** A site's parameters by code (missing codes are absent). */
  parameters(site: Site, codes: readonly string[]): Promise<Map<string, ParameterFacts>>;
  siteParameters(site: Site): Promise<SiteParameter[]>;
  /** The site's in-use REA parameters that name a process tag or a weighbridge code (automatic capture). */
  taggedParameters(site: Site): Promise<TaggedParameterFacts[]>;
  dependencies(site: Site): Promise<DependencyEdge[]>;
  /** How many parameters a calculated parameter takes as inputs. */
  inputCount(site: Site, calculated: string): Promise<number>;
  operation(site: Site, code: string): Promise<OperationSpan | null>;
  /** The site's operations whose values may be entered on or after `date` (ending no earlier than the day before). */
  operationsFrom(site: Site, date: string): Promise<OperationSpan[]>;
  /** A user's WRITE_ACCESS and MAINTAIN_DATA_SCREENS (0 and no when unknown). */
  writer(username: string): Promise<{ writeAccess: number; maintainer: boolean }>;
  /** The site's data-entry screens (area A). */
  dataEntryScreens(site: Site): Promise<ScreenFacts[]>;
  screen(id: number): Promise<ScreenFacts | null>;
  /** By parameter code, the active CCF of each parameter of an operation: the open one, else a pending-close one. */
  activeCcfs(site: Site, operation: string): Promise<Map<string, CcfFact>>;
  /** How many CCFs a parameter and operation have had (any status, deleted ones too). */
  ccfCount(site: Site, parameter: string, operation: string): Promise<number>;
  /** The open CCF of a parameter and operation. */
  openCcf(site: Site, parameter: string, operation: string): Promise<CcfRecord | null>;
  ccf(id: string): Promise<CcfRecord | null>;
  ccfComment(commentId: string): Promise<CcfCommentRecord | null>;
  /** A parameter's latest value before a date (the prior of a week's first value). */
  latestValueBefore(site: Site, code: string, date: string): Promise<number | null>;
  /** A parameter's values from `from` to `to` (factory dates, both included), oldest first (an SPC baseline). */
  valuesBetween(site: Site, code: string, from: string, to: string): Promise<SpcPoint[]>;
  /** A parameter's last `count` values at or before a factory date and hour, oldest first (the SPC windows a value ends). */
  valuesUpTo(site: Site, code: string, date: string, hour: number, count: number): Promise<SpcPoint[]>;
  ccfTypeExists(code: string): Promise<boolean>;
  ccfAnalysis(code: string): Promise<CcfAnalysisDefaults | null>;
  parametersUsingCcfType(code: string): Promise<number>;
  parametersUsingCcfAnalysis(code: string): Promise<number>;
  /** How many parameter codes (any site) are composed with a lookup code. */
  parametersUsingLookup(name: EditableLookupName, code: string): Promise<number>;
  /** The subscriptions (in-app or mail) to a site's parameter. */
  valueSubscriptions(site: Site, code: string): Promise<ValueSubscription[]>;
  subscribedParameter(site: Site, code: string): Promise<SubscribedParameter | null>;
  /** Users by username (unknown ones are absent). */
  recipients(usernames: readonly string[]): Promise<Map<string, Recipient>>;
  /** The accounts (archived ones too) of each address, keyed by the lower-cased address; addresses of no account are absent. */
  accountsByEmail(emails: readonly string[]): Promise<Map<string, RecipientAccount[]>>;
  /** A user's notifications as their inbox shows them: how many are shown (not cleared) and how many of those are unread. */
  inboxCounts(username: string): Promise<InboxCounts>;
  /** Every enabled schedule (any site): what the scheduler runs. */
  enabledSchedules(): Promise<ScheduledDelivery[]>;
  /** Resolves true once the read side has applied `position` (false after `timeoutMs`). */
  reached(position: bigint, timeoutMs: number): Promise<boolean>;
}
