import { exportGame, saveFileName } from '../../storage';
import { downloadText } from './download';

/** Export a stored game to a JSON file the MJ keeps or moves to another device. */
export async function exportToFile(gameId: string): Promise<string> {
  const file = await exportGame(gameId);
  const name = saveFileName(file.game);
  downloadText(name, `${JSON.stringify(file, null, 2)}\n`);
  return name;
}
