/**
 * The live-room adapter: a room of the live provider, and the address a viewer opens to enter it,
 * from the `LIVE_ROOM_URL` template (README). A room is one live classroom: a lesson session's main
 * room (`period-<id>`, where the lecturer teaches), the room of one of its class groups
 * (`period-<id>-group-<groupId>`, where the group's teaching assistant runs the group), or a class
 * meeting's room (`meeting-<id>`).
 */
export const DEFAULT_LIVE_ROOM_URL = 'https://live.example.com/room/{room}?role={role}&uid={uid}&name={name}';

export type RoomRole = 'teacher' | 'assistant';

export type Room =
  | { kind: 'period'; periodId: number }
  | { kind: 'group'; periodId: number; groupId: number }
  | { kind: 'meeting'; meetingId: number };

export function roomKey(room: Room): string {
  switch (room.kind) {
    case 'period':
      return `period-${room.periodId}`;
    case 'group':
      return `period-${room.periodId}-group-${room.groupId}`;
    case 'meeting':
      return `meeting-${room.meetingId}`;
    default: {
      const unknown: never = room;
      throw new Error(`unknown room ${JSON.stringify(unknown)}`);
    }
  }
}

/** The template in force: `LIVE_ROOM_URL` when set, else the documented default. */
export const liveRoomTemplate = (env: NodeJS.ProcessEnv = process.env): string =>
  env.LIVE_ROOM_URL?.trim() || DEFAULT_LIVE_ROOM_URL;

/** Fills `{room}`, `{role}`, `{uid}` and `{name}` (each URL-encoded) into the template. */
export function roomUrl(
  template: string,
  room: Room,
  viewer: { id: number; role: RoomRole; name: string },
): string {
  const values: Record<string, string> = {
    room: roomKey(room),
    role: viewer.role,
    uid: String(viewer.id),
    name: viewer.name,
  };
  return template.replace(/\{(room|role|uid|name)\}/g, (_m, key: string) =>
    encodeURIComponent(values[key] ?? ''),
  );
}
