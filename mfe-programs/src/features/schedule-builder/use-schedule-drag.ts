import {
  closestCenter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { parseDragId, type Apply } from './builder-parts';
import { moveExercise, moveSession } from './schedule-edits';

/**
 * The builder's drag and drop, as the DndContext's props: sessions dropped on another day move there,
 * exercises move within their own section only; by pointer or by the keyboard.
 */
export function useScheduleDrag(apply: Apply) {
  const sensors = useSensors(
    // A small move before a drag starts, so clicks inside a dragged card still reach its fields.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = parseDragId(active.id);
    const to = parseDragId(over.id);
    if (from.kind === 'session' && to.kind === 'day') {
      const [w, d, s] = from.at as [number, number, number];
      if (w !== to.at[0] || d !== to.at[1])
        apply((current) => moveSession(current, [w, d, s], [to.at[0]!, to.at[1]!]));
    }
    // Exercises move within their own section only.
    if (
      from.kind === 'exercise' &&
      to.kind === 'exercise' &&
      from.at.slice(0, 4).join() === to.at.slice(0, 4).join()
    ) {
      const [w, d, s, c, e] = from.at as [number, number, number, number, number];
      apply((current) => moveExercise(current, [w, d, s, c], e, to.at[4]!));
    }
  };
  return { sensors, collisionDetection: closestCenter, onDragEnd };
}
