/** @module Test helper: local dates relative to today in Africa/Maputo (the dates the apps' rules compare with). */
import { todayInMaputo } from '@turismo/rules/time.ts';

/**
 * The 'yyyy-MM-dd' date `days` after today in Maputo (negative: before).
 * @example inDays(3) // '2026-11-28' on 25 November 2026
 */
export function inDays(days: number): string {
  const [y, m, d] = todayInMaputo().split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}
