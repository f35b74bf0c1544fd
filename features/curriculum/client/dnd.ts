// dnd-kit's sensors and screen-reader texts shared by the section list and each lesson list:
// drag with a pointer, or focus a handle and use Space and the arrow keys.
import { KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type ScreenReaderInstructions } from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";

export function useReorderSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

export const instructions: ScreenReaderInstructions = {
  draggable:
    "To reorder, press Space or Enter to pick up. While picked up, use the up and down arrow keys to move, Space or Enter to drop in the new place, or Escape to cancel.",
};

/** Announcements naming the item (e.g. 'lesson "Intro"') and its position among `ids`. */
export function announcements(kind: "section" | "lesson", ids: string[], titleOf: (id: string) => string): Announcements {
  const name = (id: string | number) => `${kind} "${titleOf(String(id))}"`;
  const at = (id: string | number) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  // dnd-kit reports the item over itself as soon as it is picked up; saying "moved" then would
  // drown out "Picked up", so that first report stays silent.
  let moved = false;
  return {
    onDragStart: ({ active }) => {
      moved = false;
      return `Picked up ${name(active.id)} at ${at(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (over && over.id === active.id && !moved) return undefined;
      moved = true;
      return over ? `${capital(name(active.id))} moved to ${at(over.id)}.` : `${capital(name(active.id))} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) => (over ? `${capital(name(active.id))} dropped at ${at(over.id)}.` : `${capital(name(active.id))} dropped.`),
    onDragCancel: ({ active }) => `Reordering cancelled. ${capital(name(active.id))} returned to ${at(active.id)}.`,
  };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
