#!/usr/bin/env bash
# The media tests make their video at test time and the API reads its duration and thumbnail with
# Debian's ffmpeg.
set -euo pipefail
if command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null; then exit 0; fi
echo "Installing Debian's ffmpeg (needed by the media library tests)…"
if [ "$(id -u)" -eq 0 ]; then
  apt-get update -qq && apt-get install -y -qq ffmpeg >/dev/null
else
  sudo apt-get update -qq && sudo apt-get install -y -qq ffmpeg >/dev/null
fi
