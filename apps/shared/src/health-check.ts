/** @module Start-up health check (spec 7: GET /api/health on start, the status is logged, failure tolerated). */
import { api } from './api.ts';

/**
 * Calls GET /api/health once and logs the answer. Never throws: when the API cannot be reached the app keeps
 * working and each screen shows its own error or empty state.
 * @returns The reported status, or null when the API did not answer.
 */
export async function checkApiHealth(): Promise<string | null> {
  try {
    const { data, response } = await api.GET('/api/health');
    if (data) {
      console.info(`[MozTurismo] API: ${data.status} (base de dados: ${data.database})`);
      return data.status;
    }
    console.info(`[MozTurismo] API respondeu ${response.status}; a aplicação continua com os estados de recurso.`);
  } catch (error) {
    console.info('[MozTurismo] API indisponível; a aplicação continua com os estados de recurso.', error);
  }
  return null;
}
