import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface VideoTools {
  /** Seconds, or null when the file has no readable duration. */
  duration(location: string): Promise<number | null>;
  /** Writes one JPEG frame at `atSeconds` to `output`. */
  thumbnail(location: string, output: string, atSeconds: number): Promise<void>;
}

/** ffprobe/ffmpeg from the system (Debian's ffmpeg package), or null when they are not installed. */
export function findVideoTools(
  ffprobe = process.env.FFPROBE_PATH ?? 'ffprobe',
  ffmpeg = process.env.FFMPEG_PATH ?? 'ffmpeg',
): VideoTools | null {
  const present = (command: string) => spawnSync(command, ['-version'], { stdio: 'ignore' }).status === 0;
  if (!present(ffprobe) || !present(ffmpeg)) return null;
  return {
    async duration(location) {
      const { stdout } = await run(
        ffprobe,
        [
          '-v',
          'error',
          '-show_entries',
          'format=duration',
          '-of',
          'default=noprint_wrappers=1:nokey=1',
          location,
        ],
        { timeout: 60_000 },
      );
      const seconds = Number.parseFloat(stdout.trim());
      return Number.isFinite(seconds) ? Math.round(seconds * 100) / 100 : null;
    },
    async thumbnail(location, output, atSeconds) {
      await run(
        ffmpeg,
        [
          '-v',
          'error',
          '-y',
          '-ss',
          String(atSeconds),
          '-i',
          location,
          '-frames:v',
          '1',
          '-vf',
          'scale=320:-2',
          output,
        ],
        { timeout: 120_000 },
      );
    },
  };
}
