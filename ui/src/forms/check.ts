/** An antd rule validator's answer: refused with the message when there is one, else accepted. */
export const check = (problem: string | null | undefined): Promise<void> =>
  problem ? Promise.reject(new Error(problem)) : Promise.resolve();
