import { EDITABLE_LOOKUP_NAMES } from '@ftr/contracts';
import { Typography } from 'antd';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { LookupSection } from './components/LookupSection.tsx';

/**
 * Spec 2 §2 Lookups screen (/lookups, LOOKUPS): the item, measurement and statistic lists parameter codes
 * are composed from (ITEM-MEASUREMENT-STATISTIC-UNITNOPERIOD). Periods are fixed and not listed here.
 */
const LookupsPage = () => (
  <>
    <PageTitle page="Lookups" />
    <Typography.Title level={2}>Lookups</Typography.Title>
    {EDITABLE_LOOKUP_NAMES.map((name) => (
      <LookupSection key={name} name={name} />
    ))}
  </>
);

export default LookupsPage;
