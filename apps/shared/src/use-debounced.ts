/** @module `useDebounced`: a value that follows another after it has stopped changing (search fields). */
import { useEffect, useState } from 'react';

/**
 * Returns `value` once it has not changed for `ms` milliseconds (the first value at once).
 * @example const q = useDebounced(search.trim()); // 300 ms
 */
export function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
