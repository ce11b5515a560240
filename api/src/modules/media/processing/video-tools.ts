import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface VideoTools {
  /** Seconds, or null when the file has no readable duration. */
  duration(path: string): Promise<number | null>;
  /** Writes one JPEG frame at `atSeconds` to `output`. */
  thumbnail(path: string, output: string, atSeconds: number): Promise<void>;
  /** Lines of the first video stream's picture, or null when there is none. */
  height(path: string): Promise<number | null>;
  /** Writes an MP4 (H.264 and AAC, starting fast) `height` lines tall to `output`. */
  transcode(path: string, output: string, height: number): Promise<void>;
}

/**
 * ffmpeg reads files people uploaded, so it reads them as an untrusted input:
 * - only the file protocol: a playlist (HLS, concat) naming a URL or another local file cannot make
 *   it fetch anything, and the file itself is always a local copy (never a URL);
 * - only container formats a video is uploaded in: the playlist, concat, subtitle and image-sequence
 *   demuxers, which follow references to other files, are never used;
 * - no standard input, one thread, a time limit, and (with util-linux's prlimit) limits on memory,
 *   CPU time and the size of what it writes.
 */
export const FFMPEG_PROTOCOLS = 'file';
export const VIDEO_DEMUXERS = [
  'mov,mp4,m4a,3gp,3g2,mj2',
  'matroska,webm',
  'avi',
  'mpeg',
  'mpegts',
  'flv',
  'ogg',
  'asf',
].join(',');
/** Arguments before `-i` of every ffprobe and ffmpeg run (ffmpeg also gets -nostdin; ffprobe never reads it). */
export const untrustedInputArguments = [
  '-protocol_whitelist',
  FFMPEG_PROTOCOLS,
  '-format_whitelist',
  VIDEO_DEMUXERS,
];
const RUN_LIMITS = { timeout: 120_000, killSignal: 'SIGKILL' as const, maxBuffer: 1024 * 1024 };
/** Address space, CPU seconds and written bytes one run may use. */
const PRLIMITS = ['--as=2147483648', '--cpu=120', '--fsize=67108864', '--nofile=64'];
/**
 * A rendition re-encodes the whole video: a 500 MB upload takes minutes of one core. It runs in the
 * background job, so its limits are wider, but still bounded.
 */
const TRANSCODE_LIMITS = { timeout: 60 * 60_000, killSignal: 'SIGKILL' as const, maxBuffer: 1024 * 1024 };
const TRANSCODE_PRLIMITS = ['--as=2147483648', '--cpu=3600', '--fsize=1073741824', '--nofile=64'];

export interface VideoToolPaths {
  ffprobe?: string;
  ffmpeg?: string;
  prlimit?: string | null;
}

/** ffprobe/ffmpeg from the system (Debian's ffmpeg package), or null when they are not installed. */
export function findVideoTools({
  ffprobe = process.env.FFPROBE_PATH ?? 'ffprobe',
  ffmpeg = process.env.FFMPEG_PATH ?? 'ffmpeg',
  prlimit = 'prlimit',
}: VideoToolPaths = {}): VideoTools | null {
  const present = (command: string) => spawnSync(command, ['-version'], { stdio: 'ignore' }).status === 0;
  if (!present(ffprobe) || !present(ffmpeg)) return null;
  const limited =
    prlimit && spawnSync(prlimit, ['--version'], { stdio: 'ignore' }).status === 0 ? prlimit : null;
  const exec = (command: string, args: string[], long = false) =>
    limited
      ? run(
          limited,
          [...(long ? TRANSCODE_PRLIMITS : PRLIMITS), '--', command, ...args],
          long ? TRANSCODE_LIMITS : RUN_LIMITS,
        )
      : run(command, args, long ? TRANSCODE_LIMITS : RUN_LIMITS);

  return {
    async duration(path) {
      const { stdout } = await exec(ffprobe, [
        '-v',
        'error',
        ...untrustedInputArguments,
        '-show_entries',
        'format=duration',
        '-of',
        'default=noprint_wrappers=1:nokey=1',
        '-i',
        `file:${path}`,
      ]);
      const seconds = Number.parseFloat(stdout.trim());
      return Number.isFinite(seconds) ? Math.round(seconds * 100) / 100 : null;
    },
    async thumbnail(path, output, atSeconds) {
      await exec(ffmpeg, [
        '-nostdin',
        '-v',
        'error',
        '-y',
        '-threads',
        '1',
        '-ss',
        String(atSeconds),
        ...untrustedInputArguments,
        '-i',
        `file:${path}`,
        '-frames:v',
        '1',
        '-vf',
        'scale=320:-2',
        '-f',
        'image2',
        output,
      ]);
    },
    async height(path) {
      const { stdout } = await exec(ffprobe, [
        '-v',
        'error',
        ...untrustedInputArguments,
        '-select_streams',
        'v:0',
        '-show_entries',
        'stream=height',
        '-of',
        'default=noprint_wrappers=1:nokey=1',
        '-i',
        `file:${path}`,
      ]);
      const lines = Number.parseInt(stdout.trim(), 10);
      return Number.isFinite(lines) && lines > 0 ? lines : null;
    },
    async transcode(path, output, height) {
      await exec(
        ffmpeg,
        [
          '-nostdin',
          '-v',
          'error',
          '-y',
          '-threads',
          '1',
          ...untrustedInputArguments,
          '-i',
          `file:${path}`,
          '-map',
          '0:v:0',
          '-map',
          '0:a:0?',
          '-vf',
          `scale=-2:${height}`,
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-crf',
          '26',
          '-pix_fmt',
          'yuv420p',
          '-c:a',
          'aac',
          '-b:a',
          '128k',
          '-movflags',
          '+faststart',
          '-f',
          'mp4',
          output,
        ],
        true,
      );
    },
  };
}
