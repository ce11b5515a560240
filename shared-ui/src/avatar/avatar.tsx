import { AVATAR_DEFAULT_SIZE_PX, AVATAR_INITIAL_SCALE } from '@coachforge/contracts';
import { useState } from 'react';
import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primaryFill};
  color: ${({ theme }) => theme.colors.onPrimaryFill};
  font-size: ${({ $size }) => Math.round($size * AVATAR_INITIAL_SCALE)}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Up to two initials: the first letters of the first and last words ("Casey Strength Gym" → "CG"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return (first + last).toUpperCase();
}

export interface AvatarProps {
  name: string;
  src?: string | null;
  /** 48 px by default; initials are 0.45 of it (spec 03 section 9). */
  size?: number;
  /** Beside the person's name the picture adds nothing for a screen reader. */
  decorative?: boolean;
}

/** A person's or account's picture, or their initials when there is none or it fails to load. */
export function Avatar({ name, src, size = AVATAR_DEFAULT_SIZE_PX, decorative = false }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const label = decorative ? undefined : name;
  return (
    <Circle
      $size={size}
      role={decorative ? undefined : 'img'}
      aria-label={label}
      aria-hidden={decorative || undefined}
    >
      {src && !failed ? (
        <img src={src} alt="" onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </Circle>
  );
}
