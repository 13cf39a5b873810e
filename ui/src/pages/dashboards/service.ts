import type {
  AddDashboardParameterBody,
  AddLayoutItemBody,
  ArrangeLayoutBody,
  CreateDashboardBody,
  UpdateDashboardBody,
  WriteResult,
} from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Spec 1 §7 and spec 2 §7 Dashboards calls. */
export const createDashboard = (body: CreateDashboardBody) => call('createDashboard', { body });
export const updateDashboard = (id: number, body: UpdateDashboardBody): Promise<WriteResult> =>
  call('updateDashboard', { params: { id: String(id) }, body });
export const archiveDashboard = (id: number): Promise<WriteResult> => call('archiveDashboard', { params: { id: String(id) } });
export const addDashboardParameter = (id: number, body: AddDashboardParameterBody) =>
  call('addDashboardParameter', { params: { id: String(id) }, body });
export const removeDashboardParameter = (id: string): Promise<WriteResult> => call('removeDashboardParameter', { params: { id } });
export const swapDashboardParameters = (id: string, otherId: string): Promise<WriteResult> =>
  call('swapDashboardParameters', { params: { id, otherId } });
export const arrangeLayout = (dashboardId: number, body: ArrangeLayoutBody) =>
  call('arrangeLayout', { params: { ref: String(dashboardId) }, body });
export const addLayoutItem = (dashboardId: number, body: AddLayoutItemBody) =>
  call('addLayoutItem', { params: { ref: String(dashboardId) }, body });
export const removeLayoutItem = (id: string): Promise<WriteResult> => call('removeLayoutItem', { params: { ref: id } });
