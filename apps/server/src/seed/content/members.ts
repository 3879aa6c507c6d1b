/**
 * Members of the community who write in the demo feed: [first name, last name, locale]. They
 * have no password (they could sign in with an SMS code to their made-up 847-555 numbers).
 */
export const MEMBERS = [
  ['Ольга', 'Смирнова', 'ru'],
  ['Дмитрий', 'Коваленко', 'ru'],
  ['Наталья', 'Левина', 'ru'],
  ['Сергей', 'Волков', 'ru'],
  ['Елена', 'Гринберг', 'ru'],
  ['Михаил', 'Кац', 'ru'],
  ['Татьяна', 'Орлова', 'ru'],
  ['Алексей', 'Морозов', 'ru'],
  ['Юлия', 'Шапиро', 'ru'],
  ['Игорь', 'Белов', 'ru'],
  ['Светлана', 'Ким', 'ru'],
  ['Виктор', 'Лебедев', 'ru'],
  ['Оксана', 'Ткаченко', 'ru'],
  ['Андрей', 'Мельник', 'ru'],
  ['Ирина', 'Бондаренко', 'ru'],
  ['Rūta', 'Petrauskienė', 'en'],
  ['Tomas', 'Jankauskas', 'en'],
  ['Aistė', 'Kazlauskaitė', 'en'],
  ['Darius', 'Vaitkus', 'en'],
  ['Emily', 'Carter', 'en'],
  ['Michael', 'Brooks', 'en'],
  ['Sarah', 'Goldman', 'en'],
  ['Kevin', "O'Brien", 'en'],
  ['Anna', 'Novak', 'en'],
] as const;
