# SPDX-License-Identifier: GPL-2.0-or-later
# How a QEMU plugin of this project is built; a plugin's Makefile sets NAME (the
# library is lib$(NAME).so), SRCS and HDRS (its own files) and includes this file.
# Needs only Debian packages: gcc, pkg-config, libcapstone-dev.

BUILD ?= ../../build/$(NAME)
CC ?= gcc
PKG_CONFIG ?= pkg-config
COMMON := ../plugin_common

CAPSTONE_CFLAGS := $(shell $(PKG_CONFIG) --cflags capstone)
CAPSTONE_LIBS := $(shell $(PKG_CONFIG) --libs capstone)

CFLAGS ?= -O2
override CFLAGS += -std=gnu11 -fPIC -fvisibility=hidden -Wall -Wextra -Werror -Wshadow \
	-Wmissing-prototypes -Wvla $(CAPSTONE_CFLAGS)
# The plugin's qemu_plugin_* references are resolved by the QEMU binary at load time.
override LDFLAGS += -shared -Wl,--as-needed

ALL_SRCS := $(SRCS) $(COMMON)/thumb.c $(COMMON)/args.c
ALL_HDRS := $(HDRS) $(COMMON)/qemu_plugin_api.h $(COMMON)/thumb.h $(COMMON)/args.h

$(BUILD)/lib$(NAME).so: $(ALL_SRCS) $(ALL_HDRS) Makefile $(COMMON)/plugin.mk | $(BUILD)
	$(CC) $(CFLAGS) $(ALL_SRCS) -o $@ $(LDFLAGS) $(CAPSTONE_LIBS)

$(BUILD):
	mkdir -p $@

clean:
	rm -f $(BUILD)/lib$(NAME).so

.PHONY: clean
