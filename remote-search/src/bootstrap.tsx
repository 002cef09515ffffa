import { Route, Routes } from 'react-router-dom';
import { renderStandalone } from '../../scripts/standalone-harness';
import { HostSearchField } from './search-box/host-field';
import { SearchPage } from './search-page/search-page';

renderStandalone(
  <>
    <HostSearchField />
    <Routes>
      <Route path="/search" element={<SearchPage />} />
    </Routes>
  </>,
);
