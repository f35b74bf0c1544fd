// Shared by the server layout and the client shell. It lives outside the "use client" module:
// a value imported from there into a server component is a client reference, not the string.
export const SIDEBAR_COOKIE = "masterly-sidebar";
