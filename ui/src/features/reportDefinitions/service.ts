import type {
  AddReportParameterBody,
  CreateGrabberBody,
  ReportBody,
  ReportParameterWriteResult,
  ReportWriteResult,
  UpdateGrabberBody,
  WriteResult,
} from '@ftr/contracts';
import { call } from '../../api/client.ts';

const id = (value: number) => ({ id: String(value) });

/** Spec 2 §7 Reports and Grabbers: the writes of the manage screens. */
export const createReport = (body: ReportBody): Promise<ReportWriteResult> => call('createReport', { body });
export const updateReport = (reportId: number, body: ReportBody): Promise<WriteResult> =>
  call('updateReport', { params: id(reportId), body });
export const archiveReport = (reportId: number): Promise<WriteResult> => call('archiveReport', { params: id(reportId) });

export const createGrabber = (body: CreateGrabberBody): Promise<ReportWriteResult> => call('createGrabber', { body });
export const updateGrabber = (grabberId: number, body: UpdateGrabberBody): Promise<WriteResult> =>
  call('updateGrabber', { params: id(grabberId), body });
export const archiveGrabber = (grabberId: number): Promise<WriteResult> => call('archiveGrabber', { params: id(grabberId) });

export const addReportParameter = (body: AddReportParameterBody): Promise<ReportParameterWriteResult> =>
  call('addReportParameter', { body });
export const removeReportParameter = (parameterId: string): Promise<WriteResult> =>
  call('removeReportParameter', { params: { id: parameterId } });
export const swapReportParameters = (parameterId: string, otherId: string): Promise<WriteResult> =>
  call('swapReportParameters', { params: { id: parameterId, otherId } });
