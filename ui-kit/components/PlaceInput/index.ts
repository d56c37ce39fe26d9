export {
  PlaceInput,
  PLACE_TYPE_LABELS,
  type Place,
  type PlaceInputProps,
  type PlaceSuggestions,
  type PlaceType,
} from './PlaceInput';
