export { default } from './search-box';
