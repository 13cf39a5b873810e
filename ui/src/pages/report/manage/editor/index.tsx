import { DefinitionEditor } from '../../../../features/reportDefinitions/DefinitionEditor.tsx';

/** Spec 2 §2 /report/manage/{id} (MAINTAIN_REPORTS); 'New' loads nothing. */
const ManageReportPage = () => <DefinitionEditor kind="REPORT" listPath="/report/manage" />;

export default ManageReportPage;
