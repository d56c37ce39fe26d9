export { SearchDialog, type SearchDialogProps, type SearchStatus } from './SearchDialog';
