import { Route, Routes } from 'react-router-dom';
import { renderStandalone } from '../../scripts/standalone-harness';
import { SearchBox } from './search-box/search-box';
import { SearchPage } from './search-page/search-page';

renderStandalone(
  <>
    <SearchBox />
    <Routes>
      <Route path="/search" element={<SearchPage />} />
    </Routes>
  </>,
);
