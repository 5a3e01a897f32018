//! Lists by key, kept in one arena: the chart's indexes (tokens by start and by span, partials by the
//! position they wait at) gain a key for nearly every token and partial, and a `Vec` per key was an
//! allocation each, then regrown and freed again — a tenth of a short parse. Here every list's items live in
//! one vector, linked in the order they were pushed, and clearing keeps the room for the next window.

use std::hash::Hash;

use super::fast_hash::FastMap;

/// Lists of `T` by `K`, each in the order its items were pushed.
pub(crate) struct Lists<K, T> {
    lists: FastMap<K, List>,
    items: Vec<Link<T>>,
}

/// Where a list's items are: its first and last item, and how many it holds.
#[derive(Clone, Copy)]
struct List {
    first: u32,
    last: u32,
    len: u32,
}

struct Link<T> {
    item: T,
    next: u32,
}

/// A list's items from one point on, up to the item that was last when the cursor was made: items pushed
/// while it is read are not reached.
#[derive(Clone, Copy)]
pub(crate) struct Cursor {
    at: u32,
    left: u32,
}

impl Cursor {
    /// How many items are left to read.
    pub fn len(self) -> usize {
        self.left as usize
    }
}

impl<K: Hash + Eq, T: Copy> Lists<K, T> {
    /// Empty lists, with room for `keys` keys and `items` items.
    pub fn with_room(keys: usize, items: usize) -> Self {
        Lists {
            lists: FastMap::with_capacity_and_hasher(keys, Default::default()),
            items: Vec::with_capacity(items),
        }
    }

    /// About how many bytes the lists hold.
    pub fn bytes(&self) -> usize {
        self.lists.capacity() * size_of::<(K, List)>()
            + self.items.capacity() * size_of::<Link<T>>()
    }

    /// Empties every list, keeping the room.
    pub fn clear(&mut self) {
        // Clearing a map writes every slot's control byte, even in a map already empty.
        if !self.lists.is_empty() {
            self.lists.clear();
        }
        self.items.clear();
    }

    /// Appends `item` to `key`'s list.
    #[inline]
    pub fn push(&mut self, key: K, item: T) {
        let at = self.items.len() as u32;
        self.items.push(Link {
            item,
            next: u32::MAX,
        });
        let list = self.lists.entry(key).or_insert(List {
            first: at,
            last: at,
            len: 0,
        });
        if list.len > 0 {
            self.items[list.last as usize].next = at;
        }
        list.last = at;
        list.len += 1;
    }

    /// A cursor over `key`'s list as it is now.
    pub fn cursor(&self, key: &K) -> Cursor {
        self.lists
            .get(key)
            .map_or(Cursor { at: 0, left: 0 }, List::cursor)
    }

    /// The item at `cursor`, moving it on; `None` past the items it covers.
    pub fn next(&self, cursor: &mut Cursor) -> Option<T> {
        next_item(&self.items, cursor)
    }

    /// The items from `cursor` on, in order.
    pub fn iter_at(&self, mut cursor: Cursor) -> impl Iterator<Item = T> + '_ {
        std::iter::from_fn(move || self.next(&mut cursor))
    }
}

/// Lists of `T` by a small index (a position in the window and a kind, numbered densely): as [`Lists`], with a
/// slot per index where `Lists` hashes its key. The chart's lookups by position and kind come with every
/// partial and every token, and a hash lookup was most of their cost.
pub(crate) struct DenseLists<T> {
    lists: Vec<List>,
    /// The slots holding a list, so that clearing does not sweep all of them.
    used: Vec<u32>,
    items: Vec<Link<T>>,
}

impl<T: Copy> DenseLists<T> {
    /// Empty lists, with room for `keys` slots and `items` items.
    pub fn with_room(keys: usize, items: usize) -> Self {
        DenseLists {
            lists: vec![List::EMPTY; keys],
            // A slot is used once it holds an item: no more of them than of items.
            used: Vec::with_capacity(keys.min(items)),
            items: Vec::with_capacity(items),
        }
    }

    /// About how many bytes the lists hold.
    pub fn bytes(&self) -> usize {
        self.lists.capacity() * size_of::<List>()
            + self.used.capacity() * size_of::<u32>()
            + self.items.capacity() * size_of::<Link<T>>()
    }

    /// Empties every list, keeping the room, and makes slots for the indexes below `keys`.
    #[inline]
    pub fn clear(&mut self, keys: usize) {
        for &slot in &self.used {
            self.lists[slot as usize] = List::EMPTY;
        }
        self.used.clear();
        self.items.clear();
        if self.lists.len() < keys {
            self.lists.resize(keys, List::EMPTY);
        }
    }

    /// Appends `item` to `key`'s list.
    #[inline]
    pub fn push(&mut self, key: usize, item: T) {
        if key >= self.lists.len() {
            self.lists.resize(key + 1, List::EMPTY);
        }
        let at = self.items.len() as u32;
        self.items.push(Link {
            item,
            next: u32::MAX,
        });
        let list = &mut self.lists[key];
        if list.len == 0 {
            list.first = at;
            self.used.push(key as u32);
        } else {
            self.items[list.last as usize].next = at;
        }
        list.last = at;
        list.len += 1;
    }

    /// A cursor over `key`'s list as it is now.
    pub fn cursor(&self, key: usize) -> Cursor {
        self.lists
            .get(key)
            .map_or(Cursor { at: 0, left: 0 }, List::cursor)
    }

    /// The item at `cursor`, moving it on; `None` past the items it covers.
    pub fn next(&self, cursor: &mut Cursor) -> Option<T> {
        next_item(&self.items, cursor)
    }
}

impl List {
    const EMPTY: List = List {
        first: 0,
        last: 0,
        len: 0,
    };

    fn cursor(&self) -> Cursor {
        Cursor {
            at: self.first,
            left: self.len,
        }
    }
}

/// The item of `items` at `cursor`, moving it on.
fn next_item<T: Copy>(items: &[Link<T>], cursor: &mut Cursor) -> Option<T> {
    if cursor.left == 0 {
        return None;
    }
    let link = &items[cursor.at as usize];
    cursor.at = link.next;
    cursor.left -= 1;
    Some(link.item)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `key`'s list, in order.
    fn items(lists: &Lists<u8, u32>, key: u8) -> Vec<u32> {
        lists.iter_at(lists.cursor(&key)).collect()
    }

    #[test]
    fn lists_keep_the_order_of_their_pushes() {
        let mut lists: Lists<u8, u32> = Lists::with_room(2, 2);
        for (key, item) in [(1, 10), (2, 20), (1, 11), (1, 12), (2, 21), (3, 30)] {
            lists.push(key, item);
        }
        assert_eq!(items(&lists, 1), [10, 11, 12]);
        assert_eq!(items(&lists, 2), [20, 21]);
        assert_eq!((lists.cursor(&3).len(), lists.cursor(&4).len()), (1, 0));
        assert!(items(&lists, 4).is_empty());
        lists.clear();
        assert_eq!(lists.cursor(&1).len(), 0);
        lists.push(1, 13);
        assert_eq!(items(&lists, 1), [13]);
    }

    #[test]
    fn a_cursor_stops_at_the_item_that_was_last_when_it_was_made() {
        let mut lists: Lists<u8, u32> = Lists::with_room(0, 0);
        lists.push(1, 10);
        lists.push(1, 11);
        let mut cursor = lists.cursor(&1);
        let mut read = Vec::new();
        while let Some(item) = lists.next(&mut cursor) {
            read.push(item);
            lists.push(1, item + 100);
        }
        assert_eq!(read, [10, 11]);
        assert_eq!(items(&lists, 1), [10, 11, 110, 111]);
    }

    #[test]
    fn dense_lists_keep_their_order_and_empty_only_what_they_used() {
        let mut lists: DenseLists<u32> = DenseLists::with_room(4, 0);
        let read = |lists: &DenseLists<u32>, key| {
            let mut cursor = lists.cursor(key);
            std::iter::from_fn(|| lists.next(&mut cursor)).collect::<Vec<_>>()
        };
        for (key, item) in [(1, 10), (3, 30), (1, 11), (9, 90), (1, 12)] {
            lists.push(key, item);
        }
        assert_eq!(read(&lists, 1), [10, 11, 12]);
        assert_eq!((read(&lists, 3), read(&lists, 9)), (vec![30], vec![90]));
        assert!(read(&lists, 0).is_empty() && read(&lists, 100).is_empty());
        let mut cursor = lists.cursor(1);
        lists.push(1, 13);
        assert_eq!(std::iter::from_fn(|| lists.next(&mut cursor)).count(), 3);
        lists.clear(16);
        assert!(read(&lists, 1).is_empty() && read(&lists, 9).is_empty());
        lists.push(9, 91);
        assert_eq!(read(&lists, 9), [91]);
        assert!(read(&lists, 1).is_empty());
    }
}
