#!/usr/bin/env python3
"""Writes the seed corpora of fuzz/corpus/<target>/ from the project's real files and from
inputs taken from its tests (layouts, move lists, text-mode sessions). Run from anywhere;
it rewrites only the files it names (the seeds), so inputs added by hand or crash
reproducers (named crash-*) stay. See fuzz/README.md for the input format of each target."""
import pathlib

here = pathlib.Path(__file__).resolve().parent
root = here.parent
corpus = here / "corpus"


def put(target, name, text):
    folder = corpus / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(text.encode() if isinstance(text, str) else text)


games = ["lightsout", "minesweeper", "pushover", "samegame", "tilings"]

# --- host_config: plateau.toml and variants of it --------------------------------------
host = (root / "config" / "plateau.toml").read_text()
put("host_config", "plateau.toml", host)
put("host_config", "plugins-listed.toml", host.replace('# plugins = ["lightsout", "samegame"]',
                                                       'plugins = ["lightsout", "samegame"]'))
put("host_config", "data-dir.toml", 'data_dir = "~/.local/share/plateau"\ntheme = "dark"\n'
    'animations = false\nplugin_dirs = ["plugins", "${XDG_DATA_HOME}/x", "$HOME/y"]\n'
    '[window]\nwidth = 800\nheight = 600\n')
put("host_config", "errors.toml", 'theme = "blue"\nanimations = 3\nfont = 7\n'
    'plugin_dirs = "x"\n[window]\nwidth = -1\nheigth = 2\nunknown = 1\n')

# --- game_config: `GAME` then games/GAME.toml -------------------------------------------
for g in games:
    text = (root / "config" / "games" / f"{g}.toml").read_text()
    put("game_config", f"{g}.toml", f"{g}\n{text}")
put("game_config", "samegame-bad.toml", 'samegame\nrows = 0\ncols = "x"\ncolours = ["red"]\n'
    '[presets.small]\nrows = 500\n[presets.new]\nlabel = 3\nwhat = 1\n')
put("game_config", "lightsout-preset.toml", 'lightsout\nsize = 7\n[presets.tiny]\nlabel = "Tiny"\n'
    'size = 3\ncolours = ["black", "#ffffff"]\n')

# --- save_file: one save of each game (the format of host/core/saves/save_file.hpp) ---
def save(game, seed, moves, position=None, params="", layout=None, version="1.0.0"):
    lines = ["# Plateau saved game", "format = 1", f'game = "{game}"',
             f'game_version = "{version}"', 'abi = "1.0"', 'saved_at = "2026-11-22T16:00:00Z"',
             f'seed = "{seed}"']
    if layout is not None:
        lines.append('layout = """' + layout + '"""')
    lines += ["elapsed = 12.5", f"position = {len(moves) if position is None else position}",
              "moves = ["] + [f'  "{m}",' for m in moves] + ["]", "", "[parameters]", params]
    return "\n".join(lines) + "\n"

put("save_file", "lightsout.toml", save("lightsout", 1234567, ["0 0", "restart", "2 2", "1 1"],
                                        position=3, params="size = 3"))
put("save_file", "lightsout-layout.toml",
    save("lightsout", 5, ["0 0", "1 1"], layout="#..\n.##\n.#.\n", params="size = 3"))
put("save_file", "minesweeper.toml", save("minesweeper", 1, ["o 5 1", "f 1 1", "o 1 5"],
                                          layout="*....\n.....\n..*..\n.....\n....*\n"))
put("save_file", "minesweeper-seed.toml", save("minesweeper", 42, ["f 1 1", "o 5 5"],
                                               params="cols = 9\nrows = 9\nmines = 10"))
put("save_file", "pushover.toml", save("pushover", 1, ["H1", "B1", "H2", "B2", "H3", "B3"],
                                       params='size = 5\nplayer2_kind = "computer"\n'
                                              'computer_level = "easy"'))
put("save_file", "samegame.toml", save("samegame", 3, ["0 0", "1 0"],
                                       layout="R...\nGB..\nRBG.\nRGGB\n"))
put("save_file", "samegame-seed.toml", save("samegame", 7, ["0 0"], position=0,
                                            params='rows = 5\ncols = 6\nscoring = "n-2"'))
put("save_file", "tilings.toml", save("tilings", 5, ["0 1"], position=1,
                                      params='players = 2\nshuffle = false\ndeck_copies = 1\n'
                                             'first_cell = "0 0"'))
put("save_file", "foreign.toml", save("chess", 1, ["e4"]))
put("save_file", "newer.toml", save("lightsout", 1, [], version="9.0.0").replace(
    "format = 1", "format = 2"))

# --- moves: `GAME settings`, setup moves, the fuzzed move last --------------------------
put("moves", "lightsout.txt", "lightsout size=3 seed=5\n0 0\n2 2\n1 1\n")
put("moves", "lightsout-picks.txt", "lightsout seed=9\n#3\n#7\n#0\n4 4\n")
put("moves", "minesweeper.txt", "minesweeper seed=1 preset=beginner\no 5 5\nf 1 1\nc 5 5\no 1 9\n")
put("moves", "minesweeper-any.txt", "minesweeper seed=3 first_click=any cols=5 rows=5 mines=3\n"
    "o 3 3\nf 2 2\nF 2 2\no 0 0\n")
put("moves", "pushover.txt", "pushover seed=1\nH1\nB1\nH2\nB2\nH3\nB3\nH4\nB4\nH5\nG3\nD3\n")
put("moves", "pushover-small.txt", "pushover preset=small\n#1\n#4\n#2\nL2\n")
put("moves", "samegame.txt", "samegame preset=small seed=7\n#0\n#2\n#1\n0 0\n")
put("moves", "samegame-rules.txt", "samegame seed=2 min_group=1 scoring=n-1 rows=3 cols=3\n1 1\n0 0\n")
put("moves", "tilings.txt", "tilings seed=4 width=6 height=6 players=2\n#1\n#2\n#0\n1 2\n")
put("moves", "tilings-skip.txt", "tilings preset=duel\n#5\n#9\n#2\nskip\n")

# --- layout: `GAME settings`, then the layout ---------------------------------------------
put("layout", "minesweeper.txt", "minesweeper\n*....\n.....\n..*..\n.....\n....*\n")
put("layout", "minesweeper-dense.txt", "minesweeper max_mine_ratio=0.5\n**\n..\n")
put("layout", "pushover.txt", "pushover\nWWW..\nKWK..\n.KK..\n..K..\n.WW..\n")
put("layout", "pushover-turn.txt", "pushover\nK..\n.W.\n...\nturn 2\n")
put("layout", "pushover-crlf.txt", "pushover letters=XO\nx..\r\n.o.\r\n...\r\n")
put("layout", "samegame.txt", "samegame\nR...\nGB..\nRBG.\nRGGB\n")
put("layout", "samegame-rules.txt", "samegame min_group=1 clear_bonus=7\nGGG\nRRR\nRRR\n")

# --- text_mode: `GAME settings`, then one command a line ----------------------------------
put("text_mode", "lightsout.txt", "lightsout size=3\n0 0\nundo\nredo\nshow\nhelp\nmoves\n"
    "restart\n1 1\nsave x.toml\n2 2\nload x.toml\nbogus\n\nquit\n")
put("text_mode", "minesweeper.txt", "minesweeper preset=beginner seed=4\no 5 5\nhint\nf 1 1\n"
    "undo\nundo\nredo\nmoves\nc 5 5\n")
put("text_mode", "pushover.txt", "pushover preset=computer computer_level=easy\nG1\nmoves\nundo\n"
    "hint\nrestart\nH2\n")
put("text_mode", "samegame.txt", "samegame preset=small seed=8\nmoves\nhint\n0 0\nundo\nsave s\n"
    "restart\nload s\n")
put("text_mode", "tilings.txt", "tilings preset=duel seed=3\nmoves\nhint\n1 0\nexport board.html\n"
    "undo\nhelp\n")

# --- score_files: a data folder's scores.toml or statistics.toml, as it is ---------------
put("score_files", "scores.toml", '# Plateau high scores\n\n[[score]]\ngame = "samegame"\n'
    'parameters = \'rows=10 cols=15 style="balls" animations=true\'\nname = "Ada"\nvalue = 700\n'
    'date = "2026-11-01"\n\n[[score]]\ngame = "samegame"\n'
    'parameters = \'rows=10 cols=15 style="shapes" animations=true\'\nname = "Bo"\nvalue = 900\n'
    'date = "2026-11-02"\n\n[[score]]\ngame = "minesweeper"\n'
    'parameters = \'cols=9 rows=9 flag_colour="#ff0000"\'\nname = "Cy"\nvalue = 61000\n'
    'date = "2026-11-03"\n')
put("score_files", "statistics.toml", '[[played]]\ngame = "lightsout"\n'
    'parameters = \'size=5 colours=["#3d3846", "#f6d32d"]\'\nvalues = ""\nfinished = 3\nwon = 2\n'
    'lost = 0\ndrawn = 0\nstreak = 2\nbest_streak = 2\nbest = 9\nbest_kind = "moves"\n\n'
    '[[played]]\ngame = "lightsout"\nparameters = \'size=5 colours=["#000000", "#ffffff"]\'\n'
    'values = "colours=%23000000|%23ffffff"\nfinished = 1\nwon = 1\nlost = 0\ndrawn = 0\n'
    'streak = 1\nbest_streak = 1\nbest = 7\nbest_kind = "moves"\n')
put("score_files", "broken.toml", '[[score]]\ngame = "samegame"\nparameters = 3\n'
    '[[played]]\ngame = "x"\nfinished = 1\nwon = 2\n')
