import {
  CalendarDays,
  CreditCard,
  LayoutDashboard,
  LogOut,
  Mail,
  MessageCircle,
  Settings,
  UserRound,
  UsersRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { AreaId } from './navigation';

/** One icon per area of the sidebar (decorative: the entry's label names it). */
export const navIcons: Record<AreaId, ReactNode> = {
  overview: <LayoutDashboard />,
  members: <UsersRound />,
  activities: <CalendarDays />,
  messages: <Mail />,
  payments: <CreditCard />,
  settings: <Settings />,
  myPage: <UserRound />,
  chat: <MessageCircle />,
  logout: <LogOut />,
};
