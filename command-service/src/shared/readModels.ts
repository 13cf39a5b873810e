// The command side's query port; it lives in contracts, where the projector that implements it sees it too.
export type * from '@ftr/contracts/commandReadModels.ts';
