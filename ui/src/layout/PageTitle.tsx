import { useEffect } from 'react';

/** Sets the document title to 'FTR - <page>' while the page is shown. */
export const PageTitle = ({ page }: { page: string }) => {
  useEffect(() => {
    document.title = `FTR - ${page}`;
  }, [page]);
  return null;
};
