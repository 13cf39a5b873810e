import { SCREEN_AREA_NAMES, SCREEN_TYPE_NAMES, type DataScreenDto, type ScreenColumnDto } from '@ftr/contracts';
import { loadExcel } from '../workbooks/excel.ts';

interface Column<T> {
  header: string;
  width: number;
  value(row: T): string | number | boolean | null;
}

/** One sheet with a bold, frozen header row; answers the .xlsx bytes. */
const sheet = async <T>(name: string, columns: Column<T>[], rows: readonly T[]): Promise<Buffer> => {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'FTR';
  const ws = workbook.addWorksheet(name.slice(0, 31) || 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow(columns.map((c) => c.value(row)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export const screensWorkbook = (screens: readonly DataScreenDto[]): Promise<Buffer> =>
  sheet<DataScreenDto>(
    'Data Screens',
    [
      { header: 'ID', width: 8, value: (s) => s.ID },
      { header: 'Site', width: 6, value: (s) => s.SITE },
      { header: 'Name', width: 42, value: (s) => s.DESCRIPTION },
      { header: 'Type', width: 10, value: (s) => SCREEN_TYPE_NAMES[s.SCREEN_TYPE] },
      { header: 'Access Level', width: 14, value: (s) => `${s.ACCESS_LEVEL} ${s.DATA_ACCESS_LEVEL}` },
      { header: 'Area', width: 12, value: (s) => SCREEN_AREA_NAMES[s.AREA] },
      { header: 'Parameters', width: 12, value: (s) => s.MEMBER_COUNT },
      { header: 'Last Updated', width: 22, value: (s) => s.LAST_UPDATED_DTS },
      { header: 'Updated By', width: 18, value: (s) => s.LAST_UPDATED_BY },
    ],
    screens,
  );

export const membersWorkbook = (name: string, columns: readonly ScreenColumnDto[]): Promise<Buffer> =>
  sheet<ScreenColumnDto>(
    name,
    [
      { header: 'Sequence', width: 10, value: (c) => c.SEQUENCE },
      { header: 'Code', width: 24, value: (c) => c.CODE },
      { header: 'Heading 1', width: 20, value: (c) => c.HEADING1 },
      { header: 'Heading 2', width: 20, value: (c) => c.HEADING2 },
      { header: 'Heading 3', width: 20, value: (c) => c.HEADING3 },
      { header: 'Type', width: 8, value: (c) => c.TYPE_ID },
      { header: 'Precision', width: 10, value: (c) => c.PRECISION },
      { header: 'Upper Check', width: 12, value: (c) => c.UPPER_CHECK },
      { header: 'Lower Check', width: 12, value: (c) => c.LOWER_CHECK },
      { header: 'Upper Absolute', width: 14, value: (c) => c.UPPER_ABSOLUTE },
      { header: 'Lower Absolute', width: 14, value: (c) => c.LOWER_ABSOLUTE },
      { header: 'Separator', width: 10, value: (c) => (c.SEPERATOR ? 'Yes' : 'No') },
      { header: 'Process Tag', width: 16, value: (c) => c.PROCESS_TAG },
    ],
    columns,
  );

/** A file name safe in a Content-Disposition header. */
export const fileName = (stem: string): string => `${stem.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '') || 'export'}.xlsx`;
