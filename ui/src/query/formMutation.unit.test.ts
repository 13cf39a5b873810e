import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/ApiError.ts';
import { queryKey } from './keys.ts';
import { formMutationOptions, type FormWrite } from './formMutation.ts';

const setup = <V, R>(write: FormWrite<V, R>) => {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const reported: unknown[] = [];
  const observer = new MutationObserver(
    queryClient,
    formMutationOptions(queryClient, write, (error) => reported.push(error)),
  );
  return { queryClient, reported, run: (variables: V) => observer.mutate(variables).catch(() => undefined) };
};

const alerts = queryKey('listAlerts', {});
const users = queryKey('listUsers', {});

describe('a form write (formMutationOptions)', () => {
  it('runs onSuccess with the answer, then marks the reads of the routes it changes stale, and only those', async () => {
    const seen: string[] = [];
    const { queryClient, run } = setup({
      write: (text: string) => Promise.resolve(`saved ${text}`),
      invalidates: ['listAlerts'],
      onSuccess: (result) => seen.push(result),
    });
    queryClient.setQueryData(alerts, []);
    queryClient.setQueryData(users, []);
    await run('A');
    expect(seen).toEqual(['saved A']);
    expect(queryClient.getQueryState(alerts)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(users)?.isInvalidated).toBe(false);
  });

  it('is keyed by the first route it changes, so change notices meanwhile only mark its reads stale', () => {
    const { queryClient } = setup({ write: () => Promise.resolve(), invalidates: ['listOperations', 'listActiveOperations'] });
    expect(
      formMutationOptions(queryClient, { write: () => Promise.resolve(), invalidates: ['listOperations'] }, () => undefined).mutationKey,
    ).toEqual(['listOperations']);
    expect(formMutationOptions(queryClient, { write: () => Promise.resolve() }, () => undefined).mutationKey).toBeUndefined();
  });

  it('puts a refusal that names a field of the form on that field, and reloads nothing', async () => {
    const set: unknown[] = [];
    const { queryClient, reported, run } = setup({
      write: () => Promise.reject(new ApiError(409, 'name: Must be unique')),
      invalidates: ['listAlerts'],
      fields: { form: { setFields: (f) => set.push(...f) }, names: ['code', 'name'] },
    });
    queryClient.setQueryData(alerts, []);
    await run(undefined);
    expect(set).toEqual([{ name: 'name', errors: ['Must be unique'] }]);
    expect(reported).toEqual([]);
    expect(queryClient.getQueryState(alerts)?.isInvalidated).toBe(false);
  });

  it('reports any other failure through the reporter, or hands it to onError when given', async () => {
    const refusal = new ApiError(409, 'QC is assigned to one or more analyses');
    const form = { setFields: () => undefined };
    const reporting = setup({ write: () => Promise.reject(refusal), fields: { form, names: ['code', 'name'] } });
    await reporting.run(undefined);
    expect(reporting.reported).toEqual([refusal]);

    const handled: unknown[] = [];
    const own = setup({
      write: (n: number) => Promise.reject(new ApiError(500, `boom ${n}`)),
      onError: (e, n) => handled.push([e.message, n]),
    });
    await own.run(7);
    expect(handled).toEqual([['boom 7', 7]]);
    expect(own.reported).toEqual([]);
  });
});
