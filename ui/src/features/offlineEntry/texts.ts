const values = (n: number) => `${n} ${n === 1 ? 'value' : 'values'}`;

/** What the grid and sign-out say about values kept offline. */
export const OFFLINE_TEXTS = {
  offline: (waiting: number, queued: boolean) =>
    `You are offline. ${values(waiting)} ${waiting === 1 ? 'waits' : 'wait'} on this device${
      queued ? ', queued to be submitted when the connection returns' : ': Check works, Submit queues them until the connection returns'
    }.`,
  queued: (waiting: number) => `No connection: ${values(waiting)} queued, submitted when the connection returns.`,
  waitingGrids: 'Values typed on this device wait to be submitted: open their grid to submit or discard them.',
  gridWaiting: (waiting: number, queued: boolean) => `${values(waiting)}${queued ? ', queued' : ''}`,
  signOutConfirm: (waiting: number) =>
    `${values(waiting)} typed on this device ${waiting === 1 ? 'has' : 'have'} not been submitted. Sign out and discard ${
      waiting === 1 ? 'it' : 'them'
    }?`,
} as const;
