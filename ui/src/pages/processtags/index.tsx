import { Typography } from 'antd';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { TagSearch, WeighbridgeSearch } from './components/TagSearch.tsx';

/**
 * Spec 3 §2 Process tags (/processtags, PARAMETERS, hidden at the central office): the site's
 * process-control tags and product-weighbridge codes, each searched by tag name.
 */
const ProcessTagsPage = () => (
  <>
    <PageTitle page="Process Tags" />
    <Typography.Title level={2}>Process Tags</Typography.Title>
    <TagSearch />
    <WeighbridgeSearch />
  </>
);

export default ProcessTagsPage;
