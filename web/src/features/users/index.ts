// The users feature's public API: the board's User Management screen (approve, reject, reset).
export { UserManagement } from './components/UserManagement';
