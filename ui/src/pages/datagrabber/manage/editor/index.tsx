import { DefinitionEditor } from '../../../../features/reportDefinitions/DefinitionEditor.tsx';

/** Spec 2 §2 /datagrabber/manage/{id} (MAINTAIN_GRABBERS): mirrors the report's; 'New' loads nothing. */
const ManageGrabberPage = () => <DefinitionEditor kind="GRABBER" listPath="/datagrabber/manage" />;

export default ManageGrabberPage;
