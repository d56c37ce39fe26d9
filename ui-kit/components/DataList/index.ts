export {
  DataList,
  type DataListAction,
  type DataListColumn,
  type DataListPagination,
  type DataListProps,
} from './DataList';
